/**
 * Editor view: the threshold and visibility settings in a placeholder (shown while the block or
 * one of its inner blocks is selected), the notice saying who will see the block, and the
 * inner blocks.
 */
import {
	InnerBlocks,
	useBlockProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, Placeholder, RadioControl } from '@wordpress/components';
import { TextControl } from '@shared/controls';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { backup as icon } from '@wordpress/icons';
import { noticeText } from '../notice';
import type { RepeatVisitorAttributes } from '../types';
import { CRITERIA_AFTER, CRITERIA_BEFORE, parseThreshold } from '../visits';

const OPTIONS = [
	{ value: CRITERIA_AFTER, label: __( 'Show after threshold', 'blockpack' ) },
	{
		value: CRITERIA_BEFORE,
		label: __( 'Show before threshold', 'blockpack' ),
	},
];

export default function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< RepeatVisitorAttributes > ) {
	const { criteria, threshold } = attributes;
	// What the author typed, kept as typed even when it is not a valid threshold.
	const [ typed, setTyped ] = useState( String( threshold ) );
	const isValid = parseThreshold( typed ) !== null;
	const hasSelectedInner = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					hasSelectedInnerBlock: (
						id: string,
						deep: boolean
					) => boolean;
				}
			 ).hasSelectedInnerBlock( clientId, true ),
		[ clientId ]
	);
	const blockProps = useBlockProps( {
		className:
			isSelected || hasSelectedInner
				? undefined
				: 'wp-block-jetpack-repeat-visitor--is-unselected',
	} );

	const onThresholdChange = ( value: string ) => {
		setTyped( value );
		const parsed = parseThreshold( value );
		if ( parsed !== null ) {
			setAttributes( { threshold: parsed } );
		}
	};

	return (
		<div { ...blockProps }>
			<Placeholder
				icon={ icon }
				label={ __( 'Repeat Visitor', 'blockpack' ) }
				className="wp-block-jetpack-repeat-visitor-placeholder"
			>
				<TextControl
					className="wp-block-jetpack-repeat-visitor-threshold"
					label={ __( 'Visit count threshold', 'blockpack' ) }
					help={
						isValid
							? undefined
							: __( 'Please enter a valid number.', 'blockpack' )
					}
					type="number"
					min={ 1 }
					value={ typed }
					onChange={ onThresholdChange }
				/>
				<RadioControl
					label={ __( 'Visibility', 'blockpack' ) }
					selected={ criteria }
					options={ OPTIONS }
					onChange={ ( value ) =>
						setAttributes( { criteria: value as string } )
					}
				/>
			</Placeholder>
			<Notice status="info" isDismissible={ false }>
				{ noticeText( criteria, threshold ) }
			</Notice>
			<div className="wp-block-jetpack-repeat-visitor__inner-container">
				<InnerBlocks />
			</div>
		</div>
	);
}
