<?php
/**
 * External media: the credit that travels with a picture. Each copied picture gets its credit
 * line in its caption (HTML, as the licence asks) and its credit's fields in the attachment's
 * meta `_blockpack_external_media` (META_KEY): `{ source, id, title, creator, creator_url,
 * license, license_url, landing_url }`.
 *
 * - Open licences (Openverse), as Creative Commons and Openverse word it:
 *   `"Title" by Creator is licensed under CC BY 2.0.`, the title linking to the landing page,
 *   the creator to their page, the licence to its deed; CC0 and the Public Domain Mark say
 *   `is marked with CC0 1.0.` / `is marked with Public Domain Mark 1.0.`; an unknown title is
 *   `This work`, an unknown creator is left out.
 * - Pexels, as its guidelines ask: `Photo by Name on Pexels`, the name linking to the
 *   photographer's page, Pexels to the photo's page.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** The attachment meta holding a copied picture's source and credit. */
const META_KEY = '_blockpack_external_media';

/**
 * A credit's fields, each a string ('' when unknown).
 *
 * @param array $fields Some of `title`, `creator`, `creator_url`, `license`, `license_url`,
 *                      `landing_url`.
 * @return array
 */
function credit_fields( array $fields ) {
	$credit = array();
	foreach ( array( 'title', 'creator', 'creator_url', 'license', 'license_url', 'landing_url' ) as $name ) {
		$credit[ $name ] = isset( $fields[ $name ] ) && is_string( $fields[ $name ] ) ? $fields[ $name ] : '';
	}
	return $credit;
}

/**
 * Text, linked to an address when there is one (HTML), or the text alone.
 *
 * @param string $text The text.
 * @param string $url  The address, or ''.
 * @param bool   $html Whether to answer HTML.
 * @return string
 */
function credit_link( $text, $url, $html ) {
	if ( ! $html ) {
		return $text;
	}
	if ( '' === $url ) {
		return esc_html( $text );
	}
	return '<a href="' . esc_url( $url ) . '" rel="noopener nofollow">' . esc_html( $text ) . '</a>';
}

/**
 * The name of an Openverse licence: `CC BY 2.0`, `CC0 1.0`, `Public Domain Mark 1.0`,
 * `CC Sampling+ 1.0`.
 *
 * @param string $code    Openverse's `license` (`by`, `by-sa`, `cc0`, `pdm`, `sampling+`…).
 * @param string $version Its `license_version` (`2.0`), or ''.
 * @return string
 */
function open_license_name( $code, $version ) {
	$code    = strtolower( $code );
	$version = '' !== $version ? ' ' . $version : '';
	if ( 'pdm' === $code ) {
		return 'Public Domain Mark' . $version;
	}
	if ( 'cc0' === $code ) {
		return 'CC0' . $version;
	}
	if ( 'sampling+' === $code || 'nc-sampling+' === $code ) {
		// The retired sampling licences are written in words: `CC Sampling+ 1.0`.
		return 'CC ' . ( 'nc-sampling+' === $code ? 'NC-' : '' ) . 'Sampling+' . $version;
	}
	return 'CC ' . strtoupper( $code ) . $version;
}

/**
 * Whether an open licence is a public-domain mark or dedication (worded `is marked with`).
 *
 * @param string $code Openverse's `license`.
 * @return bool
 */
function is_public_domain( $code ) {
	return in_array( strtolower( $code ), array( 'cc0', 'pdm' ), true );
}

/**
 * The credit line of an openly licensed work.
 *
 * @param array $credit credit_fields().
 * @param bool  $marked Whether it is public domain (is_public_domain()).
 * @param bool  $html   HTML with links, or plain text.
 * @return string
 */
function open_license_notice( array $credit, $marked, $html ) {
	$subject = '' !== $credit['title']
		? '"' . credit_link( $credit['title'], $credit['landing_url'], $html ) . '"'
		: credit_link( __( 'This work', 'blockpack' ), $credit['landing_url'], $html );
	$by      = '' !== $credit['creator'] ? ' ' . __( 'by', 'blockpack' ) . ' ' . credit_link( $credit['creator'], $credit['creator_url'], $html ) : '';
	$verb    = $marked ? __( 'is marked with', 'blockpack' ) : __( 'is licensed under', 'blockpack' );
	return $subject . $by . ' ' . $verb . ' ' . credit_link( $credit['license'], $credit['license_url'], $html ) . '.';
}

/**
 * The credit line of a Pexels photo.
 *
 * @param array $credit credit_fields().
 * @param bool  $html   HTML with links, or plain text.
 * @return string
 */
function pexels_notice( array $credit, $html ) {
	$pexels = credit_link( 'Pexels', $credit['landing_url'], $html );
	if ( '' === $credit['creator'] ) {
		/* translators: %s: Pexels (linked). */
		return sprintf( __( 'Photo on %s', 'blockpack' ), $pexels );
	}
	/* translators: 1: the photographer (linked), 2: Pexels (linked). */
	return sprintf( __( 'Photo by %1$s on %2$s', 'blockpack' ), credit_link( $credit['creator'], $credit['creator_url'], $html ), $pexels );
}

/**
 * What the attachment meta keeps of a copied picture.
 *
 * @param string $source The source's id.
 * @param string $id     The item's id at the source.
 * @param array  $credit credit_fields().
 * @return array
 */
function credit_meta( $source, $id, array $credit ) {
	return array_merge(
		array(
			'source' => $source,
			'id'     => $id,
		),
		credit_fields( $credit )
	);
}
