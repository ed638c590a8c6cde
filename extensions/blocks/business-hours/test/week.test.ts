import {
	addInterval,
	isValidTime,
	normalizeStartOfWeek,
	removeInterval,
	rotateWeek,
	setDayOpen,
	setIntervalTime,
	validIntervals,
	type Day,
} from '../week';

const NINE_TO_FIVE = { opening: '09:00', closing: '17:00' };

/** Mon–Fri 09:00–17:00, the block.json default. */
function defaultWeek(): Day[] {
	return [
		{ name: 'Sun', hours: [] },
		{ name: 'Mon', hours: [ { ...NINE_TO_FIVE } ] },
		{ name: 'Tue', hours: [ { ...NINE_TO_FIVE } ] },
		{ name: 'Wed', hours: [ { ...NINE_TO_FIVE } ] },
		{ name: 'Thu', hours: [ { ...NINE_TO_FIVE } ] },
		{ name: 'Fri', hours: [ { ...NINE_TO_FIVE } ] },
		{ name: 'Sat', hours: [] },
	];
}

function hoursOf( days: Day[], name: Day[ 'name' ] ) {
	return days.find( ( day ) => day.name === name )?.hours;
}

describe( 'isValidTime', () => {
	it.each( [
		[ '00:00', true ],
		[ '09:30', true ],
		[ '23:59', true ],
		[ '24:00', false ],
		[ '12:60', false ],
		[ '9:00', false ],
		[ '09:00:00', false ],
		[ '', false ],
		[ '<b>9</b>', false ],
		[ ' 09:00', false ],
		[ null, false ],
		[ 900, false ],
	] )( '%p is %p', ( value, expected ) => {
		expect( isValidTime( value ) ).toBe( expected );
	} );
} );

describe( 'validIntervals', () => {
	it( 'keeps only intervals with both times valid, in order', () => {
		const day: Day = {
			name: 'Mon',
			hours: [
				{ opening: '08:00', closing: '12:00' },
				{ opening: '', closing: '' },
				{ opening: '13:00', closing: 'late' },
				{ opening: '14:00', closing: '18:00' },
			],
		};
		expect( validIntervals( day ) ).toEqual( [
			{ opening: '08:00', closing: '12:00' },
			{ opening: '14:00', closing: '18:00' },
		] );
	} );
} );

describe( 'normalizeStartOfWeek', () => {
	it.each( [
		[ 0, 0 ],
		[ 1, 1 ],
		[ 6, 6 ],
		[ '3', 3 ],
		[ 7, 0 ],
		[ -1, 0 ],
		[ 1.5, 0 ],
		[ '', 0 ],
		[ 'monday', 0 ],
		[ undefined, 0 ],
	] )( '%p gives %p', ( value, expected ) => {
		expect( normalizeStartOfWeek( value ) ).toBe( expected );
	} );
} );

describe( 'rotateWeek', () => {
	it.each( [
		[ 0, [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ] ],
		[ 1, [ 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun' ] ],
		[ 6, [ 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri' ] ],
		[ 9, [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ] ],
	] )( 'starting on %p shows %p', ( start, expected ) => {
		expect(
			rotateWeek( defaultWeek(), start ).map( ( day ) => day.name )
		).toEqual( expected );
	} );

	it( 'orders by day name, not by position, and skips missing days', () => {
		const days: Day[] = [
			{ name: 'Wed', hours: [] },
			{ name: 'Mon', hours: [] },
		];
		expect( rotateWeek( days, 3 ).map( ( day ) => day.name ) ).toEqual( [
			'Wed',
			'Mon',
		] );
	} );
} );

describe( 'day operations', () => {
	it.each( [
		[
			'closing a day empties its hours',
			( days: Day[] ) => setDayOpen( days, 'Mon', false ),
			'Mon',
			[],
		],
		[
			'opening a day gives it 09:00–17:00',
			( days: Day[] ) => setDayOpen( days, 'Sun', true ),
			'Sun',
			[ NINE_TO_FIVE ],
		],
		[
			'opening an open day resets it to one 09:00–17:00 interval',
			( days: Day[] ) =>
				setDayOpen( addInterval( days, 'Tue' ), 'Tue', true ),
			'Tue',
			[ NINE_TO_FIVE ],
		],
		[
			'adding an interval appends a blank one',
			( days: Day[] ) => addInterval( days, 'Wed' ),
			'Wed',
			[ NINE_TO_FIVE, { opening: '', closing: '' } ],
		],
		[
			'removing one of two intervals keeps the other',
			( days: Day[] ) =>
				removeInterval( addInterval( days, 'Thu' ), 'Thu', 0 ),
			'Thu',
			[ { opening: '', closing: '' } ],
		],
		[
			'the last interval cannot be removed',
			( days: Day[] ) => removeInterval( days, 'Fri', 0 ),
			'Fri',
			[ NINE_TO_FIVE ],
		],
		[
			'removing an interval that does not exist changes nothing',
			( days: Day[] ) =>
				removeInterval( addInterval( days, 'Fri' ), 'Fri', 5 ),
			'Fri',
			[ NINE_TO_FIVE, { opening: '', closing: '' } ],
		],
		[
			'setting a time changes only that field of that interval',
			( days: Day[] ) =>
				setIntervalTime(
					addInterval( days, 'Mon' ),
					'Mon',
					1,
					'closing',
					'20:30'
				),
			'Mon',
			[ NINE_TO_FIVE, { opening: '', closing: '20:30' } ],
		],
	] )( '%s', ( _title, operation, name, expected ) => {
		const before = defaultWeek();
		const snapshot = JSON.parse( JSON.stringify( before ) );
		const after = operation( before );
		expect( hoursOf( after, name as Day[ 'name' ] ) ).toEqual( expected );
		// Other days are untouched and the input is not mutated.
		for ( const day of after ) {
			if ( day.name !== name ) {
				expect( day ).toEqual(
					snapshot.find( ( d: Day ) => d.name === day.name )
				);
			}
		}
		expect( before ).toEqual( snapshot );
	} );
} );
