import { migrateMapStyle } from '../migrate';

describe( 'migrateMapStyle', () => {
	it.each<
		[
			string,
			Record< string, unknown >,
			boolean,
			Record< string, unknown >,
		]
	>( [
		[
			'mapStyle becomes the class',
			{ mapStyle: 'satellite', zoom: 3 },
			false,
			{ zoom: 3, className: 'is-style-satellite' },
		],
		[
			'an older is-style class is replaced, others kept',
			{ mapStyle: 'terrain', className: 'is-style-default my-map' },
			false,
			{ className: 'my-map is-style-terrain' },
		],
		[
			'Jetpack’s older black-and-white name is kept as saved',
			{
				mapStyle: 'black-and-white',
				className: 'is-style-black-and-white',
			},
			false,
			{ className: 'is-style-black-and-white' },
		],
		[
			'no mapStyle: default',
			{},
			false,
			{ className: 'is-style-default' },
		],
		[
			'before the fullscreen button: switched on',
			{ mapStyle: 'default', showFullscreenButton: false },
			true,
			{ className: 'is-style-default', showFullscreenButton: true },
		],
		[
			'a {longitude, latitude} centre becomes {lng, lat}',
			{
				mapStyle: 'default',
				mapCenter: { longitude: 2.35, latitude: 48.85 },
			},
			false,
			{
				className: 'is-style-default',
				mapCenter: { lng: 2.35, lat: 48.85 },
			},
		],
		[
			'a {lng, lat} centre is kept',
			{ mapStyle: 'default', mapCenter: { lng: 1, lat: 2 } },
			false,
			{ className: 'is-style-default', mapCenter: { lng: 1, lat: 2 } },
		],
	] )( '%s', ( _name, old, addsFullscreen, expected ) => {
		expect( migrateMapStyle( old, addsFullscreen ) ).toEqual( expected );
	} );
} );
