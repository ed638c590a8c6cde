/**
 * Checkbox Group: becomes any other field of its family, keeping what the author set.
 */
import { fieldTransforms } from '../../../shared/form-field/transforms';
import metadata from './block.json';

export default fieldTransforms( metadata.name );
