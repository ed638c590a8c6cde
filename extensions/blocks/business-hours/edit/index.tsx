/**
 * The Business Hours editor: a placeholder while the site's week loads, a read-only list when
 * the block is not selected, and a grid of days to edit when it is.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Placeholder, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	addInterval,
	removeInterval,
	rotateWeek,
	setDayOpen,
	setIntervalTime,
	type Day,
} from '../week';
import DayEdit from './day-edit';
import DayPreview from './day-preview';
import { useLocalizedWeek } from './use-localized-week';

export interface BusinessHoursAttributes extends Record< string, unknown > {
	days: Day[];
}

export default function BusinessHoursEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< BusinessHoursAttributes > ) {
	const blockProps = useBlockProps();
	const localized = useLocalizedWeek();
	const { days } = attributes;

	if ( ! localized ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					label={ __( 'Loading business hours', 'blockpack' ) }
				>
					<Spinner />
				</Placeholder>
			</div>
		);
	}

	const week = rotateWeek( days, localized.startOfWeek );

	if ( ! isSelected ) {
		return (
			<div { ...blockProps }>
				<dl className="jetpack-business-hours">
					{ week.map( ( day ) => (
						<DayPreview
							key={ day.name }
							day={ day }
							label={ localized.days[ day.name ] }
						/>
					) ) }
				</dl>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<div className="business-hours__grid">
				{ week.map( ( { name, hours } ) => (
					<DayEdit
						key={ name }
						label={ localized.days[ name ] }
						hours={ hours }
						onToggle={ ( isOpen ) =>
							setAttributes( {
								days: setDayOpen( days, name, isOpen ),
							} )
						}
						onAdd={ () =>
							setAttributes( { days: addInterval( days, name ) } )
						}
						onRemove={ ( index ) =>
							setAttributes( {
								days: removeInterval( days, name, index ),
							} )
						}
						onChangeTime={ ( index, field, value ) =>
							setAttributes( {
								days: setIntervalTime(
									days,
									name,
									index,
									field,
									value
								),
							} )
						}
					/>
				) ) }
			</div>
		</div>
	);
}
