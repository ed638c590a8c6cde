/**
 * The Ad block in the editor: the format picker in the toolbar, "Hide on mobile" in the sidebar,
 * and a box of the chosen format's size (narrower, same ratio, when the canvas is narrower),
 * naming the format and, when the site has no ad code for it yet, saying where it is added.
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	ExternalLink,
	PanelBody,
	ToolbarDropdownMenu,
} from '@wordpress/components';
import { ToggleControl } from '@shared/controls';
import { useResizeObserver } from '@wordpress/compose';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getWordAdsEditorData } from '../editor-data';
import { adFormats, formatOf, placeholderSize } from '../formats';
import type { WordAdsAttributes } from '../types';

/** The format picker's toolbar icon (a layout grid). */
const pickerIcon = (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M4 4h7v9H4V4zm9 0h7v5h-7V4zM4 15h7v5H4v-5zm9-4h7v9h-7v-9z" />
	</svg>
);

/**
 * What the block says when the site has no ad code for its format.
 *
 * @param props             The props.
 * @param props.settingsUrl Settings → Blockpack's Ads section ('' for users who cannot open it).
 * @return The message.
 */
function NoCodeMessage( { settingsUrl }: { settingsUrl: string } ) {
	if ( settingsUrl ) {
		return (
			<p className="wp-block-jetpack-wordads__no-code">
				{ __(
					'No ad code is set for this format yet, so visitors see nothing here. Add it in Settings → Blockpack, under Ads.',
					'blockpack'
				) }{ ' ' }
				<ExternalLink href={ settingsUrl }>
					{ __( 'Add ad code', 'blockpack' ) }
				</ExternalLink>
			</p>
		);
	}
	return (
		<p className="wp-block-jetpack-wordads__no-code">
			{ __(
				'No ad code is set for this format yet, so visitors see nothing here. An administrator can add it in Settings → Blockpack, under Ads.',
				'blockpack'
			) }
		</p>
	);
}

/**
 * The block's editor.
 *
 * @param props               The block's props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Sets them.
 * @return The editor.
 */
export default function WordAdsEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< WordAdsAttributes > ) {
	const format = formatOf( attributes.format );
	const [ available, setAvailable ] = useState< number | undefined >();
	const measure = useResizeObserver( ( entries ) => {
		const width = entries[ 0 ]?.contentRect.width;
		setAvailable( width && width > 0 ? width : undefined );
	} );
	const size = placeholderSize( format, available );
	const { formatsWithCode, settingsUrl } = getWordAdsEditorData();
	const blockProps = useBlockProps( {
		className: `jetpack-wordads-${ format.tag }`,
	} );

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarDropdownMenu
					icon={ pickerIcon }
					label={ __( 'Pick an ad format', 'blockpack' ) }
					controls={ adFormats().map( ( choice ) => ( {
						title: choice.name,
						isActive: choice.tag === format.tag,
						role: 'menuitemradio',
						onClick: () => setAttributes( { format: choice.tag } ),
					} ) ) }
				/>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Visibility', 'blockpack' ) }>
					<ToggleControl
						checked={ !! attributes.hideMobile }
						label={ __( 'Hide on mobile', 'blockpack' ) }
						help={ __(
							'Hides this block for site visitors on mobile devices.',
							'blockpack'
						) }
						onChange={ ( hide ) =>
							setAttributes( { hideMobile: !! hide } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div className="wp-block-jetpack-wordads__room" ref={ measure }>
				<div
					className="wp-block-jetpack-wordads__placeholder"
					data-format={ format.tag }
					style={ { width: size.width, height: size.height } }
				>
					<span>{ format.name }</span>
				</div>
			</div>
			{ ! formatsWithCode.includes( format.tag ) && (
				<NoCodeMessage settingsUrl={ settingsUrl } />
			) }
		</div>
	);
}
