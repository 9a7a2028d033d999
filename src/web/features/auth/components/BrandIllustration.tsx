import { Briefcase, CalendarCheck, Sparkles, Users } from 'lucide-react';

/** The auth pages' picture: soft shapes and floating cards drawn with CSS and SVG (no images). */
export function BrandIllustration({ variant }: { variant: 'student' | 'mentor' }) {
  return (
    <div className="relative mx-auto aspect-[5/4] w-full max-w-md" aria-hidden="true">
      <svg viewBox="0 0 400 320" className="absolute inset-0 size-full">
        <defs>
          <linearGradient id="auth-blob" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a5b4fc" stopOpacity="0.55" />
            <stop offset="1" stopColor="#c4b5fd" stopOpacity="0.2" />
          </linearGradient>
        </defs>
        <path d="M70 60C120 10 250 0 320 50s70 150 20 200-170 70-240 30S20 110 70 60Z" fill="url(#auth-blob)" />
        <circle cx="330" cy="60" r="26" fill="#fb923c" opacity="0.9" />
        <circle cx="372" cy="230" r="12" fill="#34d399" opacity="0.9" />
        <path d="M40 120c30-20 60-20 90 0" stroke="#fff" strokeOpacity="0.5" strokeWidth="4" fill="none" strokeLinecap="round" />
        <g fill="#fff" opacity="0.35">
          <circle cx="250" cy="280" r="4" />
          <circle cx="270" cy="280" r="4" />
          <circle cx="290" cy="280" r="4" />
          <circle cx="250" cy="298" r="4" />
          <circle cx="270" cy="298" r="4" />
          <circle cx="290" cy="298" r="4" />
        </g>
      </svg>

      <div className="absolute top-[10%] left-[4%] w-[62%] animate-float rounded-card bg-white/95 p-4 shadow-lifted">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent-100 text-sm font-bold text-accent-800">
            {variant === 'mentor' ? 'RK' : 'PS'}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink-900">
              {variant === 'mentor' ? 'Riya K. booked a call' : 'Mentor call with Priya S.'}
            </p>
            <p className="flex items-center gap-1 text-xs text-ink-500">
              <CalendarCheck className="size-3.5" /> Today, 5:30 pm IST
            </p>
          </div>
        </div>
      </div>

      <div className="absolute top-[42%] right-[2%] w-[58%] animate-float rounded-card bg-white/95 p-4 shadow-lifted [animation-delay:-2s]">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-mint-100 text-mint-700">
            <Briefcase className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink-900">{variant === 'mentor' ? 'Referral sent' : 'Internship matched'}</p>
            <p className="text-xs text-ink-500">{variant === 'mentor' ? 'Frontend intern, Bengaluru' : 'UI/UX, remote, paid'}</p>
          </div>
        </div>
      </div>

      <div className="absolute bottom-[6%] left-[10%] flex animate-float items-center gap-3 rounded-full bg-white/95 py-2 pr-4 pl-2 shadow-lifted [animation-delay:-4s]">
        <span className="flex -space-x-2">
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-[0.65rem] font-bold text-brand-800 ring-2 ring-white">
            AN
          </span>
          <span className="flex size-8 items-center justify-center rounded-full bg-[#fce7f3] text-[0.65rem] font-bold text-[#9d174d] ring-2 ring-white">
            MJ
          </span>
          <span className="flex size-8 items-center justify-center rounded-full bg-[#e0f2fe] text-[0.65rem] font-bold text-[#075985] ring-2 ring-white">
            SV
          </span>
        </span>
        <span className="flex items-center gap-1 text-xs font-semibold text-ink-800">
          <Users className="size-3.5 text-brand-600" /> {variant === 'mentor' ? '40 students waiting' : '+120 new connections'}
        </span>
      </div>

      <span className="absolute top-[2%] right-[24%] flex size-9 items-center justify-center rounded-full bg-white/90 text-accent-600 shadow-card">
        <Sparkles className="size-4" />
      </span>
    </div>
  );
}
