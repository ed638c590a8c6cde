/**
 * Older saved markup, newest first.
 */
import {
	InnerBlocks,
	RichText,
	getColorClassName,
} from '@wordpress/block-editor';
import {
	createBlock,
	type Block,
	type BlockDeprecation,
} from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import type { EventbriteAttributes } from './types';

const classNames = ( ...names: Array< string | false | undefined > ) =>
	names.filter( Boolean ).join( ' ' );

/** The button attributes the block itself stored before the inner button existed. */
const BUTTON_ATTRIBUTES = [
	'text',
	'backgroundColor',
	'textColor',
	'customBackgroundColor',
	'customTextColor',
	'borderRadius',
] as const;

interface V1Attributes extends Record< string, unknown > {
	url?: string;
	eventId?: number;
	useModal?: boolean;
	style?: string;
	text?: string;
	backgroundColor?: string;
	textColor?: string;
	customBackgroundColor?: string;
	customTextColor?: string;
	borderRadius?: number;
	className?: string;
}

interface BareLinkAttributes extends EventbriteAttributes {
	linkText?: string;
}

// Jetpack saved the in-page embed as a bare link (its text sometimes the event's slug).
const bareLink: BlockDeprecation< EventbriteAttributes, BareLinkAttributes > = {
	attributes: {
		url: { type: 'string' },
		eventId: { type: 'number' },
		style: { type: 'string', default: 'inline' },
		linkText: { type: 'string', source: 'text', selector: 'a' },
	},
	save( { attributes } ) {
		const { eventId, style, url, linkText } = attributes;
		if ( ! eventId ) {
			return null;
		}
		if ( style === 'modal' ) {
			return (
				<div>
					<InnerBlocks.Content />
				</div>
			);
		}
		return url ? (
			<a className="eventbrite__direct-link" href={ url }>
				{ linkText ?? url }
			</a>
		) : null;
	},
	migrate( attributes ): EventbriteAttributes {
		const { linkText, ...rest } = attributes;
		return rest;
	},
};

/**
 * Jetpack's first version: `useModal` and the button's text, colours and radius on the block.
 *
 * @param attributes The old attributes.
 */
function saveV1Button( attributes: V1Attributes ) {
	const {
		backgroundColor,
		borderRadius,
		customBackgroundColor,
		customTextColor,
		eventId,
		text,
		textColor,
		url,
	} = attributes;
	const textClass = getColorClassName( 'color', textColor );
	const backgroundClass = getColorClassName(
		'background-color',
		backgroundColor
	);
	return (
		<div className="wp-block-button">
			<RichText.Content
				className={ classNames(
					'wp-block-button__link',
					!! ( textColor || customTextColor ) && 'has-text-color',
					textClass,
					!! ( backgroundColor || customBackgroundColor ) &&
						'has-background',
					backgroundClass,
					borderRadius === 0 && 'no-border-radius'
				) }
				href={ url }
				id={ `eventbrite-widget-${ eventId }` }
				rel="noopener noreferrer"
				role="button"
				style={ {
					backgroundColor: backgroundClass
						? undefined
						: customBackgroundColor,
					color: textClass ? undefined : customTextColor,
					borderRadius: borderRadius
						? `${ borderRadius }px`
						: undefined,
				} }
				tagName="a"
				target="_blank"
				value={ text ?? '' }
			/>
		</div>
	);
}

// `useModal` became `style`, and the button's settings moved to an inner jetpack/button.
const v1: BlockDeprecation< EventbriteAttributes, V1Attributes > = {
	attributes: {
		url: { type: 'string' },
		eventId: { type: 'number' },
		useModal: { type: 'boolean' },
		style: { type: 'string' },
		text: { type: 'string', default: 'Register' },
		backgroundColor: { type: 'string' },
		textColor: { type: 'string' },
		customBackgroundColor: { type: 'string' },
		customTextColor: { type: 'string' },
		borderRadius: { type: 'number' },
	},
	isEligible( attributes, innerBlocks ) {
		const isModal = attributes.style === 'modal' || !! attributes.useModal;
		return (
			isModal &&
			( innerBlocks.length === 0 ||
				BUTTON_ATTRIBUTES.some(
					( key ) =>
						attributes[ key ] !== undefined &&
						attributes[ key ] !== 'Register'
				) )
		);
	},
	save( { attributes } ) {
		const { eventId, useModal, url, style } = attributes;
		if ( ! eventId ) {
			return null;
		}
		if ( useModal || style === 'modal' ) {
			return saveV1Button( attributes );
		}
		return url ? (
			<a className="eventbrite__direct-link" href={ url }>
				{ url }
			</a>
		) : null;
	},
	migrate( attributes ): [ EventbriteAttributes, Block[] ] {
		const { className, style, useModal, url, eventId } = attributes;
		const layout = style === 'modal' || useModal ? 'modal' : 'inline';
		const button: Record< string, unknown > = {};
		for ( const key of BUTTON_ATTRIBUTES ) {
			if ( attributes[ key ] !== undefined ) {
				button[ key ] = attributes[ key ];
			}
		}
		const outline = className?.includes( 'is-style-outline' );
		const rest = className?.replace( 'is-style-outline', '' ).trim();
		return [
			{
				url,
				eventId,
				style: layout,
				...( rest ? { className: rest } : {} ),
			},
			layout === 'modal'
				? [
						createBlock( 'jetpack/button', {
							element: 'a',
							text:
								attributes.text ||
								__( 'Register', 'blockpack' ),
							...button,
							uniqueId: 'eventbrite-widget-id',
							passthroughAttributes: { url: 'url' },
							className: outline ? 'is-style-outline' : '',
							lock: { remove: true, move: true },
						} ),
					]
				: [],
		];
	},
};

export default [
	bareLink,
	v1,
] as unknown as BlockDeprecation< EventbriteAttributes >[];
