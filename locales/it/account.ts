import type { Translation } from '../i18n-types'

export default {
  email: 'E-mail',
  password: 'Password',
  showPassword: 'Mostrare password',
  hidePassword: 'Nascondere password',
  backToLogin: 'Tornare all’accesso',
  logout: 'Uscire',
  unexpected: 'Si è verificato un errore. Riprovi.',
  login: {
    title: 'Accesso',
    welcome: 'Bentornato',
    intro: 'Acceda per verificare i suoi ospiti e condividere segnalazioni con hotel verificati.',
    submit: 'Accedere',
    submitting: 'Accesso in corso...',
    forgot: 'Password dimenticata?',
    noAccount: 'Non ha ancora un account?',
    register: 'Diventare membro',
    failed: 'Accesso non riuscito',
    pending: 'Il suo account è in attesa di verifica. Riceverà un’e-mail non appena sarà approvato.',
    /** The session ended on the server while the tab was open (removed from the team, signed out elsewhere). */
    sessionEnded:
      'La sua sessione è stata chiusa: il suo accesso all’account dell’hotel è terminato, oppure la sessione è stata chiusa altrove. Acceda di nuovo se ha ancora l’accesso.',
  },
  forgot: {
    title: 'Password dimenticata',
    intro: 'Inserisca l’indirizzo e-mail del suo account: le invieremo un link per scegliere una nuova password.',
    submit: 'Inviare link di reimpostazione',
    sending: 'Invio in corso...',
    success: 'Link di reimpostazione inviato. Controlli la sua e-mail.',
    failure: 'Si è verificato un errore!',
    /** An answer without a message (a server failure, a proxy's error page): spec section 8's alternative text. */
    sendFailed: 'Si è verificato un errore durante l’invio del link di reimpostazione.',
  },
  reset: {
    title: 'Reimpostare password',
    intro: 'Scelga una nuova password di almeno 6 caratteri.',
    newPassword: 'Nuova password',
    confirmPassword: 'Confermare password',
    submit: 'Reimpostare password',
    submitting: 'Reimpostazione...',
    success: 'La sua password è stata reimpostata con successo.',
    failure: 'Si è verificato un errore durante la reimpostazione della password.',
    missingToken: 'Questo link di reimpostazione è incompleto. Ne richieda uno nuovo.',
    requestNew: 'Richiedere un nuovo link',
  },
} satisfies Translation['account']
