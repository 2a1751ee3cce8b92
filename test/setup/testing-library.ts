import { configure } from '@testing-library/dom';

/*
 * The component tests' findBy* and waitFor wait up to 5 s instead of 1 s: on a loaded 2-core machine
 * (CI, or helpers' runs side by side) a dialog's options or a mutation's notice sometimes took longer
 * than a second to appear, and the tests failed although the screens were right. A screen that never
 * shows what is awaited still fails.
 */
configure({ asyncUtilTimeout: 5000 });
