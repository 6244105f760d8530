import type { Translation } from '../i18n-types'

export default {
  required: 'Ce champ est obligatoire.',
  email: 'Veuillez saisir une adresse e-mail valide.',
  passwordMin: 'Le mot de passe doit comporter au moins 6 caractères.',
  passwordsMismatch: 'Les mots de passe ne correspondent pas.',
  firstName: 'Le prénom ne doit contenir que des lettres.',
  lastName: 'Le nom ne doit contenir que des lettres.',
  phone: 'Le numéro de téléphone ne doit contenir que des chiffres',
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide, par exemple +41 79 123 45 67.',
  passwordWeak: 'Ce mot de passe est trop facile à deviner. Ajoutez des mots ou des caractères.',
  companyName: "Le nom de l'entreprise ne doit contenir que des lettres, des chiffres et des espaces.",
  streetName: 'Le nom de rue ne doit contenir que des lettres, des chiffres et des espaces.',
  buildingNo: 'Utilisez uniquement des lettres, des chiffres et des espaces.',
  zipCode: 'Le code postal doit comporter au moins 3 caractères.',
  city: 'La localité doit comporter au moins 3 caractères.',
  country: 'Veuillez choisir un pays dans la liste.',
  tooLong: 'Cette valeur est trop longue.',
  uid: 'Veuillez saisir un numéro IDE valide, au format CHE-123.456.788.',
  invalidRequest: "La demande n'est pas valide.",
} satisfies Translation['validation']
