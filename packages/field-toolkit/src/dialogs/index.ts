export { DialogHost, resolveDialogText } from './DialogHost';
export {
  useDialogStore,
  confirm,
  alert,
  notice,
  NOTICE_MS,
  showValidationError,
  showLoading,
  hideLoading,
  withLoading,
  dismissAllDialogs,
} from './dialogStore';
export type { DialogText, DialogEntry, ConfirmOptions } from './dialogStore';
export { confirmSelectReload, canReloadSelectImmediately } from './selectReload';
export { answerFieldLabel, answerMessage, answerText } from './answerMessage';
export type { DescribeField } from './answerMessage';
