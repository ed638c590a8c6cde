/**
 * What a block shows in place of a part that could not be loaded (a lazy chunk that failed or
 * timed out: webpack's ChunkLoadError, or a stylesheet's CSS_CHUNK_LOAD_FAILED): why, and a
 * button that tries again. Never a blank block; nothing the user saved is touched.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * @param props
 * @param props.message What could not be loaded.
 * @param props.onRetry Loads it again.
 */
export function LoadFailed( {
	message,
	onRetry,
}: {
	message: string;
	onRetry: () => void;
} ) {
	return (
		<p role="alert" className="blockpack-load-failed">
			{ message }{ ' ' }
			<Button variant="secondary" onClick={ onRetry }>
				{ __( 'Try again', 'blockpack' ) }
			</Button>
		</p>
	);
}
