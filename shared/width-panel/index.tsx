/**
 * The width panel: preset percentages (25, 50, 75, 100 %) and a unit input (%, px, em). Left or
 * right aligned blocks get the unit input alone, in px or em; `useWidthAlignmentRule()` clears a
 * percentage width when a block becomes left or right aligned.
 */
import {
	PanelBody,
	// No stable UnitControl exists yet; this file is the one place that uses it.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalUnitControl as UnitControl,
} from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	MAX_PERCENT,
	PRESET_WIDTHS,
	isFloatAlignment,
	isPercentWidth,
	normalizeWidth,
	togglePresetWidth,
	unitsForAlignment,
	widthForAlignment,
} from './width';
import { WidthPresets } from './width-presets';

export * from './width';

export interface WidthControlProps {
	/** The block's `align` attribute. */
	align?: string;
	/** The CSS width, or undefined for none. */
	width?: string;
	/** Receives the next width, or undefined to clear it. */
	onChange: ( width: string | undefined ) => void;
	/** The unit input's label (default "Width"). */
	label?: string;
	/** Show the label; when false it is still the input's accessible name. */
	showLabel?: boolean;
}

/**
 * Presets and a unit input for a width.
 *
 * @param props           The control's props.
 * @param props.align     The block's alignment.
 * @param props.width     The current width.
 * @param props.onChange  Called with the next width.
 * @param props.label     The unit input's label.
 * @param props.showLabel Whether the label is visible.
 * @return The control.
 */
export function WidthControl( {
	align,
	width,
	onChange,
	label,
	showLabel = true,
}: WidthControlProps ) {
	const floated = isFloatAlignment( align );
	return (
		<div
			className={
				'blockpack-width-control' + ( floated ? ' is-aligned' : '' )
			}
		>
			{ ! floated && (
				<WidthPresets
					presets={ PRESET_WIDTHS }
					value={ width }
					onSelect={ ( preset ) =>
						onChange( togglePresetWidth( width, preset ) )
					}
					label={ __( 'Percentage Width', 'blockpack' ) }
					className="blockpack-width-control__presets"
				/>
			) }
			<UnitControl
				// A fresh input when the allowed units change, so it never keeps a unit it lost.
				key={ floated ? 'floated' : 'free' }
				__next40pxDefaultSize
				className="blockpack-width-control__input"
				label={ label ?? __( 'Width', 'blockpack' ) }
				hideLabelFromVision={ ! showLabel }
				isResetValueOnUnitChange
				min={ 0 }
				max={ isPercentWidth( width ) ? MAX_PERCENT : undefined }
				units={ unitsForAlignment( align ) }
				value={ width ?? '' }
				onChange={ ( next?: string ) =>
					onChange( normalizeWidth( next, align ) )
				}
			/>
		</div>
	);
}

export interface WidthPanelProps extends WidthControlProps {
	/** The panel's title (default "Width settings"). */
	title?: string;
}

/**
 * A sidebar panel holding a width control.
 *
 * @param props       The control's props, and the panel's title.
 * @param props.title The panel's title.
 * @return The panel.
 */
export function WidthPanel( { title, ...props }: WidthPanelProps ) {
	return (
		<PanelBody title={ title ?? __( 'Width settings', 'blockpack' ) }>
			<WidthControl showLabel={ false } { ...props } />
		</PanelBody>
	);
}

/**
 * Clears a percentage width when the block's alignment becomes left or right (not on the first
 * render: content saved that way stays as it is).
 *
 * @param align    The block's `align` attribute.
 * @param width    The current width.
 * @param onChange Stores the width.
 */
export function useWidthAlignmentRule(
	align: string | undefined,
	width: string | undefined,
	onChange: ( width: string | undefined ) => void
): void {
	const previous = useRef( align );
	useEffect( () => {
		if ( previous.current === align ) {
			return;
		}
		previous.current = align;
		const kept = widthForAlignment( width, align );
		if ( kept !== width ) {
			onChange( kept );
		}
	}, [ align, width, onChange ] );
}

export default WidthPanel;
