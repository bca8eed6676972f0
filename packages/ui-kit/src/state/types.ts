/** One breadcrumb: a label, and a link unless it is the current page. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}
