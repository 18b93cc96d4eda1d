export { DetailView } from './DetailView';
export type { DetailViewProps } from './DetailView';
export { useDetailController } from './useDetailController';
export type { DetailController, DetailStatus } from './useDetailController';
export { resolveMode, resolveId } from './mode';
export type { DetailMode } from './mode';
export { computeChanges, sameValue, stripAudit } from './changes';
export type { SaveBody } from './changes';
export { copyRecord, readClipboard, clipboardKey } from './clipboard';
