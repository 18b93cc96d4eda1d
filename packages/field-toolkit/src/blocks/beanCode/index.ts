// A bean's short code typed in a serial box: which public page it opens (behaviour §10-4.3).
export { openBeanCode, typedShortCode } from './openBeanCode';
export type { BeanCodeAnswer } from './openBeanCode';
