/**
 * The block's settings (sidebar) and its toolbar (grid or list).
 */
import { PanelBody, ToolbarGroup, ToolbarButton } from '@wordpress/components';
import { RangeControl, ToggleControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import { grid, list } from '@wordpress/icons';
import { MAX_POSTS_TO_SHOW, clampPostsToShow } from '../layout';
import type { RelatedPostsAttributes } from '../types';

interface ControlsProps {
	attributes: RelatedPostsAttributes;
	setAttributes: ( next: Partial< RelatedPostsAttributes > ) => void;
}

/**
 * @param props               The block's attributes and setter.
 * @param props.attributes
 * @param props.setAttributes
 */
export function RelatedPostsSettings( {
	attributes,
	setAttributes,
}: ControlsProps ) {
	const toggles: Array< [ keyof RelatedPostsAttributes, string ] > = [
		[ 'displayDate', __( 'Display date', 'blockpack' ) ],
		[ 'displayAuthor', __( 'Display author', 'blockpack' ) ],
		[
			'displayContext',
			__( 'Display context (category or tag)', 'blockpack' ),
		],
		[ 'displayThumbnails', __( 'Display thumbnail', 'blockpack' ) ],
	];
	return (
		<>
			<PanelBody title={ __( 'Layout settings', 'blockpack' ) }>
				<RangeControl
					label={ __( 'Number of posts', 'blockpack' ) }
					value={ clampPostsToShow( attributes.postsToShow ) }
					onChange={ ( value ) =>
						setAttributes( {
							postsToShow: clampPostsToShow( value ),
						} )
					}
					min={ 1 }
					max={ MAX_POSTS_TO_SHOW }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Metadata settings', 'blockpack' ) }>
				{ toggles.map( ( [ key, label ] ) => (
					<ToggleControl
						key={ key }
						label={ label }
						checked={ !! attributes[ key ] }
						onChange={ ( value ) =>
							setAttributes( { [ key ]: value } )
						}
					/>
				) ) }
			</PanelBody>
		</>
	);
}

/**
 * @param props               The block's attributes and setter.
 * @param props.attributes
 * @param props.setAttributes
 */
export function RelatedPostsToolbar( {
	attributes,
	setAttributes,
}: ControlsProps ) {
	return (
		<ToolbarGroup>
			<ToolbarButton
				icon={ grid }
				label={ __( 'Grid view', 'blockpack' ) }
				isPressed={ attributes.postLayout !== 'list' }
				onClick={ () => setAttributes( { postLayout: 'grid' } ) }
			/>
			<ToolbarButton
				icon={ list }
				label={ __( 'List view', 'blockpack' ) }
				isPressed={ attributes.postLayout === 'list' }
				onClick={ () => setAttributes( { postLayout: 'list' } ) }
			/>
		</ToolbarGroup>
	);
}
