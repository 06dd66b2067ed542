import type * as english from '../en-CA/api-http.ts';
import type { Translation } from '../translation.ts';

export const httpRefusals: Translation<typeof english.httpRefusals> = {
  internal: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  notFound: 'Introuvable.',
  malformed: 'La requête est mal formée.',
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
  tooSlow: 'La requête a mis trop de temps à arriver.',
  expectation: 'La requête attend quelque chose que ce serveur ne fait pas.',
  jsonOrMultipart: 'Envoyez la requête en application/json ou en multipart/form-data.',
  jsonOnly: 'Envoyez cette requête en application/json.',
  multipartOnly: 'Envoyez cette requête en multipart/form-data.',
  tooLarge: 'La requête est trop volumineuse.',
  notJson: 'Le corps de la requête n’est pas du JSON valide.',
  emptyBody: 'Le corps de la requête est vide.',
  photoTooLarge: 'La photo doit faire 5 Mo ou moins.',
  onePhoto: 'Envoyez une seule photo à la fois.',
  tooManyFields: 'Le formulaire compte trop de champs.',
  formUnreadable: 'Le formulaire n’a pas pu être lu.',
  onlyPhotoIsFile: 'Seule la photo ({field}) peut être un fichier.',
  outOfRange: 'Une valeur de la requête est hors limites.',
  foreignOrigin: 'Les requêtes provenant d’autres sites ne sont pas permises.',
  loginRequired: 'Veuillez vous connecter pour continuer.',
  secondFactorNeeded:
    'Veuillez entrer le code de votre application d’authentification pour continuer.',
  customersOnly: 'Cette fonction est réservée aux clients.',
  contractorsOnly: 'Cette fonction est réservée aux entrepreneurs.',
  operatorsOnly: 'Cette fonction est réservée aux opérateurs de MapleShine.',
  tooManyAttempts: 'Trop de tentatives. Veuillez patienter un moment, puis réessayer.',
  tooManyBookings:
    'Trop de réservations commencées. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
  tooManyDeclines:
    'Trop de cartes ont été refusées. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
  tooManyCodes:
    'Trop de codes erronés. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
  captchaMissing: 'Veuillez confirmer que vous n’êtes pas un robot.',
  captchaRefused: 'Le captcha n’a pas été accepté. Veuillez réessayer.',
  captchaUnavailable:
    'Nous n’avons pas pu vérifier le captcha pour l’instant. Veuillez réessayer dans un moment.',
  unsupportedImage:
    'Type de fichier non pris en charge. Veuillez choisir un fichier .jpg, .jpeg ou .png.',
  storageUnavailable:
    'Les photos ne peuvent pas être enregistrées pour l’instant. Veuillez réessayer.',
  badCursor: 'Cette liste ne peut pas reprendre à cet endroit. Veuillez la recharger.',
  notReady: 'Pas prêt.',
};

export const schemaRefusals: Translation<typeof english.schemaRefusals> = {
  required: '{field} est obligatoire.',
  unknownField: 'Champ inconnu\u00a0: `{name}`.',
  type: '{field} doit être {type}.',
  notEmpty: '{field} ne doit pas être vide.',
  minLength: '{field} doit compter au moins {limit} caractères.',
  maxLength: '{field} doit compter au plus {limit} caractères.',
  minimum: '{field} doit valoir au moins {limit}.',
  maximum: '{field} doit valoir au plus {limit}.',
  oneOf: '{field} doit valoir l’une de ces valeurs\u00a0: {allowed}.',
  notAllowed: '{field} a une valeur qui n’est pas permise.',
  format: '{field} n’a pas un format valide.',
  invalid: '{field} n’est pas valide.',
  request: 'La requête n’est pas valide.',
};

export const fieldNames: Translation<typeof english.fieldNames> = {
  body: 'Le corps de la requête',
  field: 'Le champ `{name}`',
};

export const valueTypes: Translation<typeof english.valueTypes> = {
  string: 'une chaîne de caractères',
  integer: 'un nombre entier',
  number: 'un nombre',
  boolean: 'un booléen',
  object: 'un objet',
  array: 'un tableau',
  null: 'nul',
  either: '{first} ou {second}',
};

export const typeNames: Translation<typeof english.typeNames> = {
  string: 'chaîne de caractères',
  integer: 'nombre entier',
  number: 'nombre',
  boolean: 'booléen',
  object: 'objet',
  array: 'tableau',
  null: 'nul',
};
