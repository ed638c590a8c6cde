/**
 * A block's edit component, loaded through import() when a block of that kind is first shown,
 * so that the editor's start-up bundle carries only what parsing, validation and paste need
 * (block.json, save, deprecations, transforms) and not every block's editor.
 *
 * While the chunk loads, the block shows a placeholder inside its own wrapper (useBlockProps, so
 * that selecting, focusing and moving the block work), of the size given (`minHeight`, the height
 * the block's editor first shows). When the chunk fails to load, the block says so and offers to
 * try again; the placeholder and the error never write an attribute, so the block's content is
 * kept as it was parsed. Once loaded, the module is kept: every later block of that kind renders
 * its editor at once.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Spinner } from '@wordpress/components';
import {
	flushSync,
	useEffect,
	useState,
	type ComponentType,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { LoadFailed } from './load-failed';

/** What `import( './edit' )` resolves to. */
type EditModule< P > = { default: ComponentType< P > };

export type LazyEditOptions = {
	/** The height the block's editor first shows (CSS length), kept by the placeholder. */
	minHeight?: string;
};

/** A lazily loaded edit component, with a way to start loading it early (tests, prefetch). */
export type LazyEdit< P > = ( ( props: P ) => JSX.Element ) & {
	preload: () => Promise< ComponentType< P > >;
};

/**
 * Returns an edit component for registerBlockType that loads the real one on first render.
 *
 * @param load    `() => import( './edit' )`.
 * @param options The placeholder's size.
 * @return The edit component.
 */
export function lazyEdit< P extends object >(
	load: () => Promise< EditModule< P > >,
	options: LazyEditOptions = {}
): LazyEdit< P > {
	let loaded: ComponentType< P > | undefined;
	let loading: Promise< ComponentType< P > > | undefined;

	const preload = (): Promise< ComponentType< P > > => {
		loading ??= load().then(
			( module ) => {
				loaded = module.default;
				return loaded;
			},
			( error: unknown ) => {
				// Let a later render (or "Try again") load it anew.
				loading = undefined;
				throw error;
			}
		);
		return loading;
	};

	function LazyBlockEdit( props: P ) {
		const [ state, setState ] = useState< {
			edit?: ComponentType< P >;
			failed?: boolean;
		} >( () => {
			if ( ! loaded ) {
				// Ask for the chunk while this first render is still under way, not after the
				// placeholder has painted: the request then overlaps the editor's own work on
				// the new block. The effect below takes the answer (or the failure).
				preload().catch( () => undefined );
			}
			return { edit: loaded };
		} );
		const [ attempt, setAttempt ] = useState( 0 );

		useEffect( () => {
			if ( state.edit ) {
				return;
			}
			let current = true;
			preload().then(
				// Rendered at once, ahead of the editor's other queued updates: the chunk often
				// arrives while the editor is still busy with the block's insertion, and the
				// writer is waiting on this one.
				( edit ) => current && flushSync( () => setState( { edit } ) ),
				() => current && setState( { failed: true } )
			);
			return () => {
				current = false;
			};
			// eslint-disable-next-line react-hooks/exhaustive-deps
		}, [ attempt ] );

		if ( state.edit ) {
			const Edit = state.edit;
			return <Edit { ...props } />;
		}
		return (
			<Waiting
				minHeight={ options.minHeight }
				failed={ !! state.failed }
				retry={ () => {
					setState( {} );
					setAttempt( ( n ) => n + 1 );
				} }
			/>
		);
	}

	return Object.assign( LazyBlockEdit, { preload } );
}

/**
 * The block's wrapper while its editor loads, or after it failed to.
 *
 * @param props
 * @param props.minHeight The height to keep.
 * @param props.failed    Whether the load failed.
 * @param props.retry     Loads the editor again.
 */
function Waiting( {
	minHeight,
	failed,
	retry,
}: {
	minHeight?: string;
	failed: boolean;
	retry: () => void;
} ) {
	const blockProps = useBlockProps( {
		className: 'blockpack-lazy-edit',
		style: minHeight ? { minHeight } : undefined,
		'aria-busy': ! failed,
	} );
	return (
		<div { ...blockProps }>
			{ failed ? (
				<LoadFailed
					message={ __(
						'This block’s editor could not be loaded. Its content is kept.',
						'blockpack'
					) }
					onRetry={ retry }
				/>
			) : (
				<Spinner />
			) }
		</div>
	);
}
