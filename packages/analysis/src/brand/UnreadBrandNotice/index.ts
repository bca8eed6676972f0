export { UnreadBrandNotice, wantsLogo, type UnreadBrandNoticeProps } from './UnreadBrandNotice';
