/**
 * Paid blocks: a Blockpack block that the server lists as unavailable for want of a plan
 * (`unavailable_reason: missing_plan`, optionally `details.required_plan`) is still registered
 * (see shared/availability.ts); it gets the `shouldDisplayFrontendBanner` attribute (default
 * true) and, while selected, the Premium banner above it. On a self-hosted site every block
 * is available, so this applies only to blocks a filter marks as paid.
 */
import { createHigherOrderComponent } from '@wordpress/compose';
// WordPress provides it as `wp.hooks` (the build externalizes it); it is installed with
// @wordpress/blocks but not yet listed in package.json.

import { addFilter } from '@wordpress/hooks';
import { lazy, Suspense } from '@wordpress/element';
import type { ComponentType } from 'react';
import { getBlockAvailability } from '../availability';
import { getEditorData, type EditorData } from '../editor-data';
// The banners' styles (banner.tsx), kept in build/editor.css: the banners themselves load later.
import './editor.scss';

// Loaded through import() when a paid block is first selected: a self-hosted site has none
// unless a filter marks one, so the editor's start-up bundle does not carry the banner.
const PremiumBanner = lazy(
	() => import( /* webpackChunkName: "premium-banner" */ './premium-banner' )
);

interface PaidBlockData {
	available?: boolean;
	unavailable_reason?: string;
	details?: { required_plan?: unknown };
}

/**
 * Whether a block is paid (registered, but its plan is missing), and the plan it needs.
 *
 * @param name Block name.
 * @param data The server's editor data.
 * @return `{ paid, requiredPlan }`.
 */
export function getPaidBlockInfo(
	name: string,
	data: EditorData | undefined = getEditorData()
): { paid: boolean; requiredPlan?: string } {
	if ( ! name.startsWith( 'jetpack/' ) ) {
		return { paid: false };
	}
	const availability = getBlockAvailability( name, data );
	if (
		availability.available ||
		availability.unavailableReason !== 'missing_plan'
	) {
		return { paid: false };
	}
	const entry = data?.blocks?.[ name.slice( 'jetpack/'.length ) ] as
		PaidBlockData | undefined;
	const plan = entry?.details?.required_plan;
	return {
		paid: true,
		requiredPlan: typeof plan === 'string' && plan ? plan : undefined,
	};
}

interface BlockSettings {
	attributes?: Record< string, unknown >;
}

/**
 * Adds `shouldDisplayFrontendBanner` (default true) to a paid block.
 *
 * @param settings Block settings.
 * @param name     Block name.
 * @return The settings.
 */
export function addFrontendBannerAttribute< S extends BlockSettings >(
	settings: S,
	name: string
): S {
	if ( ! getPaidBlockInfo( name ).paid ) {
		return settings;
	}
	return {
		...settings,
		attributes: {
			...settings.attributes,
			shouldDisplayFrontendBanner: { type: 'boolean', default: true },
		},
	};
}

interface BlockEditProps {
	name: string;
	isSelected?: boolean;
}

/**
 * The block's edit view, with the Premium banner above it while a paid block is selected.
 */
export const withPremiumBanner = createHigherOrderComponent(
	( BlockEdit: ComponentType< BlockEditProps > ) =>
		function PaidBlockEdit( props: BlockEditProps ) {
			const { paid, requiredPlan } = getPaidBlockInfo( props.name );
			if ( ! paid || ! props.isSelected ) {
				return <BlockEdit { ...props } />;
			}
			return (
				<>
					<Suspense fallback={ null }>
						<PremiumBanner
							requiredPlan={ requiredPlan }
							block={ props.name }
						/>
					</Suspense>
					<BlockEdit { ...props } />
				</>
			);
		},
	'withPremiumBanner'
);

/**
 * Whether the server listed any block as paid (unavailable for want of a plan).
 *
 * @param data The server's editor data.
 * @return True when at least one block is paid.
 */
export function hasPaidBlocks(
	data: EditorData | undefined = getEditorData()
): boolean {
	return Object.keys( data?.blocks ?? {} ).some(
		( slug ) => getPaidBlockInfo( `jetpack/${ slug }`, data ).paid
	);
}

// Only when some block is paid: an `editor.BlockEdit` filter wraps the editor of every block in
// the post, core's paragraphs included, in one more component, and a self-hosted site has no
// paid block unless a filter marks one.
if ( hasPaidBlocks() ) {
	addFilter(
		'blocks.registerBlockType',
		'blockpack/paid-blocks/attribute',
		addFrontendBannerAttribute
	);
	addFilter(
		'editor.BlockEdit',
		'blockpack/paid-blocks/banner',
		withPremiumBanner
	);
}
