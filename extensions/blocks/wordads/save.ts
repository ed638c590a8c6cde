/**
 * The Ad block is rendered by PHP (render.php): nothing is saved but the block comment, as
 * Jetpack saved it.
 *
 * @return Null.
 */
export default function save(): null {
	return null;
}
