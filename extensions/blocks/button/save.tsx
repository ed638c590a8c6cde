/**
 * Saved markup: nothing when a parent renders the button (the PHP render prints it), otherwise
 * Jetpack's markup: a link inside a `wp-block-button` wrapper, whatever the `element`.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { getBorderProps } from './border';
import { classNames, getLinkClassName, getLinkStyle } from './button-styles';
import type { ButtonAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: ButtonAttributes;
} ) {
	if ( ! attributes.saveInPostContent ) {
		return null;
	}
	const blockProps = useBlockProps.save();
	const border = getBorderProps( attributes );

	return (
		<div
			{ ...blockProps }
			className={ classNames(
				'wp-block-button',
				'jetpack-submit-button',
				attributes.className,
				blockProps.className as string | undefined,
				border.className
			) }
		>
			{ /* Jetpack's save never received a unique id, so its content always says "placeholder". */ }
			<RichText.Content
				className={ getLinkClassName( attributes ) }
				data-id-attr="placeholder"
				href={ attributes.url }
				rel="noopener noreferrer"
				role="button"
				style={ { ...getLinkStyle( attributes ), ...border.style } }
				tagName="a"
				target="_blank"
				value={ attributes.text ?? '' }
			/>
		</div>
	);
}
