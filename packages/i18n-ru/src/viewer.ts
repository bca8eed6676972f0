/** Messages of the full-screen file viewer, exactly as product-spec §8 lists them. */
export const VIEWER_MESSAGES = {
  generic: 'Something Went Wrong, Please Try Again Later',
  imageNotFound: 'Image Not Found',
  elementNotFound: 'HTML Element Not Found',
  ajaxNotFound: 'Error Loading AJAX : Not Found',
  ajaxForbidden: 'Error Loading AJAX : Forbidden',
  pageError: 'Error Loading Page',
} as const;

export type ViewerMessageKey = keyof typeof VIEWER_MESSAGES;
