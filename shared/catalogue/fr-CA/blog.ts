import type * as english from '../en-CA/blog.ts';
import type { Translation } from '../translation.ts';

/** La liste du blogue et la page d’un billet, en français (décision 107). */
export const blogListLabels: Translation<typeof english.blogListLabels> = {
  BANNER_HEADING: 'Conseils et nouvelles sur le ménage',
  BANNER_SUBHEADING:
    'Des conseils pratiques pour le jour du déménagement, le grand ménage et l’entretien de tous les jours.',
  CATEGORIES_HEADING: 'Catégories',
  POPULAR_BLOGS_HEADING: 'Billets populaires',
  PREVIOUS: 'Précédent',
  NEXT: 'Suivant',
  READ_MORE: 'LIRE LA SUITE',
};

export const blogDetailLabels: Translation<typeof english.blogDetailLabels> = {
  COMMENTS_HEADING: 'Commentaires',
  COMMENT_LABEL: 'Laissez un commentaire',
  COMMENT_PLACEHOLDER: 'Donnez votre avis ou votre propre astuce (de 50 à 250 caractères)',
  SUBMIT: 'Envoyer',
  LOGIN_TO_COMMENT: 'Connectez-vous comme client pour laisser un commentaire.',
  LOGIN: 'Se connecter',
  RECENT_BLOGS_HEADING: 'Billets récents',
  BACK_TO_BLOG: 'Retour au blogue',
};

export const commentFormTexts: Translation<typeof english.commentFormTexts> = {
  REQUIRED: 'Ce champ est obligatoire.',
  TOO_SHORT: 'Le commentaire doit compter au moins {min} caractères.',
  ADDED: 'Commentaire ajouté.',
  SENDING: 'Chargement…',
};

export const blogWords: Translation<typeof english.blogWords> = {
  LOADING_COMMENT_BOX: 'Chargement de la zone de commentaire',
  LOADING_COMMENTS: 'Chargement des commentaires',
  BLOG_POSTS: 'Billets de blogue',
  LOADING_NAMED: 'Chargement\u00a0: {name}',
  REMOVE_FILTER: 'Retirer le filtre\u00a0: {category}',
  LOADING_CATEGORIES: 'Chargement des catégories',
  MORE_BLOGS: 'Autres billets',
  BLOG_PAGES: 'Pages du blogue',
  PAGE_NUMBER: 'Aller à la page {page}',
};
