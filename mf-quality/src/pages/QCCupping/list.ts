export { FormDefaultToolbar as Toolbar } from '../../shared/cupping/formDefault';
