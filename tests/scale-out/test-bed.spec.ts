/**
 * The test bed itself: two different web servers, both with the Redis object cache, sharing
 * one site (a post written through one is read through the other, logged in once).
 */
import { test, expect } from '@playwright/test';
import { expectTwoNodesWithRedis, restOnNodes } from './utils';

test( 'two web servers, one site, one Redis object cache', async ( {
	request,
} ) => {
	await expectTwoNodesWithRedis( request );
	const [ one, two ] = await restOnNodes( 'admin' );
	try {
		const created = await one.post( '/wp/v2/posts', {
			title: 'Written on node 1',
			status: 'publish',
		} );
		expect( created.status() ).toBe( 201 );
		const { id } = await created.json();
		const read = await two.get( `/wp/v2/posts/${ id }`, {
			context: 'edit',
		} );
		expect( read.status() ).toBe( 200 );
		expect( ( await read.json() ).title.raw ).toBe( 'Written on node 1' );
		const updated = await two.post( `/wp/v2/posts/${ id }`, {
			title: 'Changed on node 2',
		} );
		expect( updated.status() ).toBe( 200 );
		// Node 1 cached the post when it wrote it: the change on node 2 must reach it.
		const again = await one.get( `/wp/v2/posts/${ id }`, {
			context: 'edit',
		} );
		expect( ( await again.json() ).title.raw ).toBe( 'Changed on node 2' );
	} finally {
		await Promise.all( [ one.dispose(), two.dispose() ] );
	}
} );
