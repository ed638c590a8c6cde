/**
 * Test helper: the "grow" block category, which WordPress's PHP adds in the real editor.
 * Import it before the field blocks.
 */
import { getCategories, setCategories } from '@wordpress/blocks';

setCategories( [ ...getCategories(), { slug: 'grow', title: 'Grow' } ] );
