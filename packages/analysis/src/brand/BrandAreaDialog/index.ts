export {
  BrandAreaDialog,
  areaProblem,
  toArea,
  toRect,
  MIN_AREA_SIDE,
  type BrandAreaDialogProps,
} from './BrandAreaDialog';
