/** One JSON line per request on stdout: {"time","method","path","status","ms"}; status 0 when the connection dropped unanswered. */
import type { RequestHandler } from 'express';

export function requestLog(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const path = req.path;
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const status = res.writableFinished ? res.statusCode : 0;
      write(JSON.stringify({ time: new Date().toISOString(), method: req.method, path, status, ms: Math.round(performance.now() - started) }));
    };
    res.once('finish', log);
    res.once('close', log);
    next();
  };
}
