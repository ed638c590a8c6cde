/**
 * The query flags a settings or upgrade page adds when it sends the editor back
 * (php/memberships/settings.php): the editor shows a notice for each (shared/editor-notices),
 * then removes them, and a link that leads back to the editor (`redirect_to`) never carries them.
 */
export const RETURN_FLAGS = [
	'plan_upgraded',
	'stripe_connect_success',
	'stripe_connect_cancelled',
] as const;
