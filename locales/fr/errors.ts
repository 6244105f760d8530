import type { Translation } from '../i18n-types'

export default {
  notFound: 'Introuvable.',
  forbidden: 'Vous n’êtes pas autorisé à faire cela.',
  unauthenticated: 'Veuillez vous reconnecter.',
  otherSite: 'Les requêtes provenant d’autres sites ne sont pas acceptées.',
  jsonOnly: 'Envoyez la requête au format JSON.',
  noSuchRoute: 'Ce point d’accès de l’API n’existe pas.',
  methodNotAllowed: 'Ce point d’accès de l’API n’accepte pas cette méthode. Il accepte : {methods}.',
  internal: 'Une erreur s’est produite. Veuillez réessayer.',
} satisfies Translation['errors']
