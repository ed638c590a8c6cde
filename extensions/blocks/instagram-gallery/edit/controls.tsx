/**
 * The sidebar: Account Settings (the account's profile link, "Disconnect your account", which
 * clears the block's connection only) and Display Settings (posts, columns capped by the number
 * of posts, spacing, stacking on mobile), with a notice when the account has fewer posts than
 * the block shows.
 */
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	PanelRow,
} from '@wordpress/components';
import { RangeControl, ToggleControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import {
	columnsMax,
	countChange,
	countNotice,
	displaySettings,
	MAX_IMAGE_COUNT,
	MAX_SPACING,
} from '../gallery';
import type { InstagramGalleryAttributes } from '../types';

export interface ControlsProps {
	attributes: InstagramGalleryAttributes;
	setAttributes: ( next: Partial< InstagramGalleryAttributes > ) => void;
	/** How many posts the account has (of the 30 fetched). */
	available: number;
	onDisconnect: () => void;
}

/**
 * @param props               The block's attributes and what the sidebar changes.
 * @param props.attributes
 * @param props.setAttributes
 * @param props.available
 * @param props.onDisconnect
 */
export default function Controls( {
	attributes,
	setAttributes,
	available,
	onDisconnect,
}: ControlsProps ) {
	const { instagramUser, isStackedOnMobile } = attributes;
	const { count, columns, spacing } = displaySettings( attributes );
	const notice = countNotice( count, available );
	const maxColumns = columnsMax( count );
	// The three numbers, in the panel's order: a change of the count can cap the columns.
	const ranges: Array< {
		label: string;
		value: number;
		min: number;
		max: number;
		change: ( value: number ) => Partial< InstagramGalleryAttributes >;
	} > = [
		{
			label: __( 'Number of Posts', 'blockpack' ),
			value: count,
			min: 1,
			max: MAX_IMAGE_COUNT,
			change: ( value ) => countChange( value, columns ),
		},
		{
			label: __( 'Number of Columns', 'blockpack' ),
			value: Math.min( columns, maxColumns ),
			min: 1,
			max: maxColumns,
			change: ( value ) => ( { columns: value } ),
		},
		{
			label: __( 'Image Spacing (px)', 'blockpack' ),
			value: spacing,
			min: 0,
			max: MAX_SPACING,
			change: ( value ) => ( { spacing: value } ),
		},
	];

	return (
		<>
			<PanelBody title={ __( 'Account Settings', 'blockpack' ) }>
				{ instagramUser && (
					<PanelRow>
						<span>{ __( 'Account', 'blockpack' ) }</span>
						<ExternalLink
							href={ `https://www.instagram.com/${ instagramUser }/` }
						>
							{ `@${ instagramUser }` }
						</ExternalLink>
					</PanelRow>
				) }
				<PanelRow>
					<Button
						isDestructive
						variant="link"
						onClick={ onDisconnect }
					>
						{ __( 'Disconnect your account', 'blockpack' ) }
					</Button>
				</PanelRow>
			</PanelBody>
			<PanelBody title={ __( 'Display Settings', 'blockpack' ) }>
				{ notice && (
					<div className="wp-block-jetpack-instagram-gallery__count-notice">
						<Notice isDismissible={ false } status="info">
							{ notice }
						</Notice>
					</div>
				) }
				{ ranges.map( ( { label, value, min, max, change } ) => (
					<RangeControl
						key={ label }
						label={ label }
						value={ value }
						onChange={ ( next ) =>
							next !== undefined &&
							setAttributes( change( next ) )
						}
						min={ min }
						max={ max }
					/>
				) ) }
				<ToggleControl
					label={ __( 'Stack on mobile', 'blockpack' ) }
					checked={ isStackedOnMobile !== false }
					onChange={ ( checked ) =>
						setAttributes( { isStackedOnMobile: checked } )
					}
				/>
			</PanelBody>
		</>
	);
}
