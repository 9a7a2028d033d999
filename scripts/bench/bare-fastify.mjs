// The reference row of `npm run bench`: Fastify with no plugins answering GET /api/config with an object of the
// same shape, so the limit route's cost can be read as "the framework" plus "our plugin path".
// Listens on 127.0.0.1:$PORT and prints nothing.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const config = { googleClientId: null, demoMode: false, geocoderUrl: 'https://nominatim.openstreetmap.org/reverse' };
app.get('/api/config', async () => config);
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
