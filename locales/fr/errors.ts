import type { Translation } from '../i18n-types'

export default {
  notFound: 'Introuvable.',
  forbidden: 'Vous n’êtes pas autorisé à faire cela.',
  unauthenticated: 'Veuillez vous reconnecter.',
  otherSite: 'Les requêtes provenant d’autres sites ne sont pas acceptées.',
  jsonOnly: 'Envoyez la requête au format JSON.',
  noSuchRoute: 'Ce point d’accès de l’API n’existe pas.',
  internal: 'Une erreur s’est produite. Veuillez réessayer.',
} satisfies Translation['errors']
