-- wrk's script for the mixed workload of `npm run bench` (scripts/bench/mixed.mjs): every request is drawn afresh,
-- at random, from a file of thousands of distinct requests (MIXED_FILE), one kind at a time by its share: searches,
-- list pages, single reads, each user's own pages, writes. A line is "kind<TAB>method<TAB>path<TAB>token<TAB>body".
-- Prints one JSON line: req/s, latency percentiles (ms), answers by status, requests without an answer.
local kinds, shares, total = {}, {}, 0
local byKind = {}
local file = assert(io.open(os.getenv('MIXED_FILE'), 'r'))
for line in file:lines() do
  local kind, method, path, token, body = line:match('^([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t?(.*)$')
  if kind then
    if not byKind[kind] then byKind[kind] = {} end
    local list = byKind[kind]
    list[#list + 1] = { method, path, token, body }
  end
end
file:close()
for share in string.gmatch(os.getenv('MIXED_SHARES'), '[^,]+') do
  local kind, weight = share:match('^(%w+)=(%d+)$')
  if byKind[kind] then
    total = total + tonumber(weight)
    kinds[#kinds + 1] = kind
    shares[#shares + 1] = total
  end
end

math.randomseed(os.time() + tonumber(tostring({}):match('0x(%x+)') or '0', 16))
statuses = {}

function request()
  local roll = math.random(total)
  local kind = kinds[#kinds]
  for i = 1, #shares do
    if roll <= shares[i] then kind = kinds[i]; break end
  end
  local list = byKind[kind]
  local pick = list[math.random(#list)]
  local headers = {}
  if pick[3] ~= '' then headers['Authorization'] = 'Bearer ' .. pick[3] end
  local body = nil
  if pick[4] ~= '' then body = pick[4]; headers['Content-Type'] = 'application/json' end
  return wrk.format(pick[1], pick[2], headers, body)
end

function response(status)
  statuses[status] = (statuses[status] or 0) + 1
end

local threads = {}
function setup(thread) threads[#threads + 1] = thread end

function done(summary, latency)
  local counts = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get('statuses')) do counts[status] = (counts[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(counts) do parts[#parts + 1] = string.format('"%d":%d', status, n) end
  local errors = summary.errors
  io.write(string.format(
    '{"rps":%.1f,"p50":%.2f,"p90":%.2f,"p99":%.2f,"max":%.2f,"requests":%d,"statuses":{%s},"socketErrors":%d}\n',
    summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000,
    summary.requests, table.concat(parts, ','),
    errors.connect + errors.read + errors.write + errors.timeout
  ))
end
