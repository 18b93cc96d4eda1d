// The async boundary lets Module Federation negotiate shared modules before any of them is used.
import('./bootstrap');
