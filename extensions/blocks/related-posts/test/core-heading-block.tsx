/**
 * Test-only: registers `core/heading` in jest as WordPress 6.x defines it (the attributes and
 * save its block.json and save.js give), so that fixtures holding Related Posts' inner heading
 * parse and validate. `@wordpress/block-library` is not a dependency of this project, and the
 * editor always uses WordPress's own heading; this copy of its contract exists for the tests.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import {
	getBlockType,
	registerBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';

interface HeadingAttributes extends Record< string, unknown > {
	textAlign?: string;
	content?: string;
	level: number;
	placeholder?: string;
}

function save( { attributes }: { attributes: HeadingAttributes } ) {
	const { textAlign, content, level } = attributes;
	const TagName = `h${ level }` as 'h2';
	return (
		<TagName
			{ ...useBlockProps.save( {
				className: textAlign ? `has-text-align-${ textAlign }` : '',
			} ) }
		>
			<RichText.Content value={ content ?? '' } />
		</TagName>
	);
}

/** Registers core/heading once. */
export function registerCoreHeading(): void {
	if ( getBlockType( 'core/heading' ) ) {
		return;
	}
	registerBlockType< HeadingAttributes >( 'core/heading', {
		apiVersion: 3,
		title: 'Heading',
		category: 'text',
		attributes: {
			textAlign: { type: 'string' },
			content: {
				type: 'rich-text',
				source: 'rich-text',
				selector: 'h1,h2,h3,h4,h5,h6',
				role: 'content',
			},
			level: { type: 'number', default: 2 },
			placeholder: { type: 'string' },
		},
		supports: { anchor: true, className: true },
		edit: () => null,
		save,
	} as unknown as BlockConfiguration< HeadingAttributes > );
}
