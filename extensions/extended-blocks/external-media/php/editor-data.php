<?php
/**
 * External media: what the editor's picker reads at start, `window.blockpackEditor.externalMedia`
 * (users who can upload files only): `{ sources: [ { id, label } ], settingsUrl }`, the sources
 * the site left on and that are usable now (Pexels: a key is saved), and Settings → Blockpack →
 * External media for administrators (null for others).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the picker's section to the editor data.
 *
 * @param array $data The editor data.
 * @return array
 */
function add_editor_data( $data ) {
	if ( ! current_user_can( 'upload_files' ) ) {
		return $data;
	}
	$sources = array();
	foreach ( all_sources() as $id => $source ) {
		if ( is_enabled( $id ) && $source->is_usable() ) {
			$sources[] = array(
				'id'    => $id,
				'label' => $source->label(),
			);
		}
	}
	$data['externalMedia'] = array(
		'sources'     => $sources,
		'settingsUrl' => current_user_can( 'manage_options' ) ? \Blockpack\Settings\url( 'external-media' ) : null,
	);
	return $data;
}
add_filter( 'blockpack_editor_data', __NAMESPACE__ . '\add_editor_data' );
