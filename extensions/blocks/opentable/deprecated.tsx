/**
 * Earlier saves of `jetpack/opentable`, newest first.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from './block.json';
import { reservationUrl } from './save';
import type { OpenTableAttributes } from './types';

const { attributes } = metadata as unknown as Pick<
	BlockDeprecation< OpenTableAttributes >,
	'attributes'
>;

/**
 * The links each old save printed.
 *
 * @param rid The restaurant ids.
 */
function links( rid: unknown ) {
	return ( Array.isArray( rid ) ? rid.map( String ) : [] ).map( ( id ) => (
		<a key={ id } href={ reservationUrl( id ) }>
			{ reservationUrl( id ) }
		</a>
	) );
}

// Jetpack kept the style in the `style` attribute only, before block styles wrote an
// `is-style-…` class: the class is added so the Styles panel shows the saved style.
const styleWithoutClass: BlockDeprecation< OpenTableAttributes > = {
	attributes,
	supports: { align: true, html: false },
	isEligible: ( { style, className } ) =>
		typeof style === 'string' &&
		style !== '' &&
		style !== 'standard' &&
		! /(?:^|\s)is-style-/.test( String( className ?? '' ) ),
	migrate: ( old ): OpenTableAttributes => {
		const styleClass = `is-style-${ String( old.style ) }`;
		return {
			...( old as OpenTableAttributes ),
			className: old.className
				? `${ String( old.className ) } ${ styleClass }`
				: styleClass,
		};
	},
	// Its markup is today's (Jetpack's first API version added the class itself).
	save: ( { attributes: { rid } } ) => (
		<div { ...useBlockProps.save() }>{ links( rid ) }</div>
	),
};

// Jetpack's first save printed the links with no wrapper.
const linksWithoutWrapper: BlockDeprecation< OpenTableAttributes > = {
	attributes,
	supports: { align: true, html: false },
	save: ( { attributes: { rid } } ) => <>{ links( rid ) }</>,
};

export default [ styleWithoutClass, linksWithoutWrapper ];
