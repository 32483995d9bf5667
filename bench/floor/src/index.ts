// As in the shell: the federation's async boundary before React is used.
import('./bootstrap');
