/**
 * The ceiling of the API benchmark: a bare node:http server answering every request with one fixed
 * product JSON (the shop's own detail answer for the same product). Nothing can be faster through
 * Node on this machine, so the shop's figures are reported as a share of this one.
 *   PORT=4000 BODY_FILE=product.json node bench/api/ceiling-server.mjs
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };

http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
