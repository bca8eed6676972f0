/** Messages of the full-screen file viewer; the product shows them in English, word for word. */
export const VIEWER_MESSAGES = {
  generic: 'Something Went Wrong, Please Try Again Later',
  imageNotFound: 'Image Not Found',
  elementNotFound: 'HTML Element Not Found',
  ajaxNotFound: 'Error Loading AJAX : Not Found',
  ajaxForbidden: 'Error Loading AJAX : Forbidden',
  pageError: 'Error Loading Page',
} as const;

export type ViewerMessageKey = keyof typeof VIEWER_MESSAGES;
