import type { Translation } from '../i18n-types'

export default {
  loginWelcome: 'Bentornato! Ora ha effettuato l’accesso.',
  loginPending: 'Il suo account è in attesa di verifica. Riceverà un’e-mail non appena sarà stato approvato.',
  invalidCredentials: 'E-mail o password non corretti.',
  accountRejected:
    'La sua richiesta di adesione non è stata accettata. Ci contatti se pensa che si tratti di un errore.',
  accountSuspended: 'Il suo account è sospeso. Ci contatti per saperne di più.',
  notSignedIn: 'Utente non autenticato',
  adminOnly: 'Solo gli amministratori possono eseguire questa azione.',
  notYourAccount: 'Può modificare solo il proprio profilo.',
  userNotFound: 'Questo account non esiste.',
  emailTaken: 'Esiste già un account con questo indirizzo e-mail.',
  tooManyAttempts: 'Troppi tentativi di accesso. Attenda un minuto e riprovi.',
  accountThrottled: 'Troppi tentativi di accesso falliti per questo account. Attenda un momento e riprovi.',
  tooManyRequests: 'Troppe richieste. Attenda un minuto e riprovi.',
  resetLinkSent: 'Link di reimpostazione inviato. Controlli la sua e-mail.',
  resetDone: 'La sua password è stata reimpostata con successo.',
  resetTokenInvalid:
    'Questo link di reimpostazione non è valido, è scaduto o è già stato utilizzato. Ne richieda uno nuovo.',
  loggedOut: 'Ha effettuato la disconnessione.',
} satisfies Translation['auth']
