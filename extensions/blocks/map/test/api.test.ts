import { MAX_SUGGESTIONS, toGeocodeResults } from '../api';
import { canSaveToken } from '../edit/controls';

describe( 'toGeocodeResults', () => {
	const good = {
		id: 'osm.1',
		title: 'Paris',
		place_name: 'Paris, France',
		coordinates: { longitude: 2.35, latitude: 48.85 },
	};
	it.each< [ string, unknown, number ] >( [
		[ 'not a list', { a: 1 }, 0 ],
		[ 'one good', [ good ], 1 ],
		[
			'bad coordinates dropped',
			[ good, { ...good, coordinates: { longitude: 'x' } } ],
			1,
		],
		[ 'no id dropped', [ { ...good, id: 5 } ], 0 ],
		[ 'at most 10', new Array( 25 ).fill( good ), MAX_SUGGESTIONS ],
	] )( '%s', ( _name, results, count ) => {
		expect( toGeocodeResults( results ) ).toHaveLength( count );
	} );
	it( 'maps the fields; a missing title takes the full name', () => {
		expect( toGeocodeResults( [ { ...good, title: '' } ] )[ 0 ] ).toEqual( {
			id: 'osm.1',
			title: 'Paris, France',
			placeName: 'Paris, France',
			coordinates: { longitude: 2.35, latitude: 48.85 },
		} );
	} );
} );

describe( 'canSaveToken: not empty, not the current token', () => {
	it.each( [
		[ '', '', false ],
		[ '   ', '', false ],
		[ 'pk.1', '', true ],
		[ 'pk.1', 'pk.1', false ],
		[ ' pk.1 ', 'pk.1', false ],
		[ 'pk.2', 'pk.1', true ],
	] )( '%p with current %p → %p', ( value, current, expected ) => {
		expect( canSaveToken( value, current ) ).toBe( expected );
	} );
} );
