export { FlavorWheel } from './FlavorWheel';
export type { FlavorCode, FlavorWheelProps } from './FlavorWheel.types';
