/**
 * The GIF block is rendered by PHP (render.php): nothing is saved but the block comment.
 *
 * @return Null.
 */
export default function save(): null {
	return null;
}
