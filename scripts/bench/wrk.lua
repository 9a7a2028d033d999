-- wrk's script for one measured route of `npm run bench` (scripts/bench/run.mjs): the method and body come from
-- WRK_METHOD and WRK_BODY, a rotation of paths (one per request, in turn) from WRK_PATHS (one per line), and the
-- summary is printed as one JSON line, latencies in milliseconds, as scripts/bench/cannon.mjs prints it.
local method = os.getenv('WRK_METHOD')
local body = os.getenv('WRK_BODY')
local paths = {}
for line in string.gmatch(os.getenv('WRK_PATHS') or '', '[^\n]+') do paths[#paths + 1] = line end
local next_path = 0

if method and method ~= '' then wrk.method = method end
if body and body ~= '' then wrk.body = body end

function request()
  if #paths == 0 then return wrk.format() end
  next_path = next_path % #paths + 1
  return wrk.format(nil, paths[next_path])
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors
  io.write(string.format(
    '{"rps":%.1f,"p50":%.2f,"p95":%.2f,"p99":%.2f,"non2xx":%d,"socketErrors":%d}\n',
    summary.requests / seconds,
    latency:percentile(50) / 1000,
    latency:percentile(95) / 1000,
    latency:percentile(99) / 1000,
    errors.status,
    errors.connect + errors.read + errors.write + errors.timeout
  ))
end
