import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { SUPPORT_EMAIL } from './support';

/*
 * The footer's Privacy Policy, Terms of Service and Contact dialogs. This module (with Radix Dialog) is
 * loaded on first use, so it stays out of the initial bundle. Focus goes back to the footer button that
 * opened the dialog when it closes.
 */

export type FooterDialogName = 'privacy' | 'terms' | 'contact';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The footer button that opened the dialog: focus goes back to it on close. */
  returnFocusTo: HTMLElement | null;
};

function FooterDialog({
  title,
  description,
  children,
  open,
  onOpenChange,
  returnFocusTo,
}: DialogProps & {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Radix returns focus to a DialogTrigger; these dialogs open from plain buttons, so do it here.
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-base leading-relaxed text-ink">{children}</div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PrivacyPolicyDialog(props: DialogProps) {
  return (
    <FooterDialog {...props} title="Privacy Policy" description="How Chowdr treats your information.">
      <p>
        <strong>We never sell your personal data.</strong> Your kitchen is your business, and it stays that way.
      </p>
      <p>
        To run Chowdr we collect your account information (your name, username and email address), the recipes you save,
        and how you use the app, so we can keep your recipes, pantry and meal plans in order and keep making Chowdr
        better for home cooks.
      </p>
    </FooterDialog>
  );
}

function TermsOfServiceDialog(props: DialogProps) {
  return (
    <FooterDialog
      {...props}
      title="Terms of Service"
      description="The few simple rules that keep Chowdr a friendly kitchen."
    >
      <p>You can have your account deleted at any time: just contact our team and we will remove it for you.</p>
      <p>We aim for 99% uptime, so Chowdr should be ready whenever you are hungry.</p>
      <p>
        Please keep Chowdr for your own home cooking. Commercial use is not allowed, and neither is hacking or trying to
        disrupt the service, posting inappropriate content, or running more than one account per person.
      </p>
    </FooterDialog>
  );
}

function ContactDialog(props: DialogProps) {
  return (
    <FooterDialog {...props} title="Contact us" description="Questions, ideas or a recipe that went wrong?">
      <p>
        Write to our support team at{' '}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="inline-flex items-center gap-1 font-semibold text-primary-ink underline underline-offset-4 hover:text-primary"
        >
          <Mail aria-hidden="true" className="size-4" />
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <p>We reply to every message within 24 hours.</p>
    </FooterDialog>
  );
}

const dialogs = { privacy: PrivacyPolicyDialog, terms: TermsOfServiceDialog, contact: ContactDialog } as const;

/** Renders the named footer dialog, open, until the user closes it. */
export default function FooterDialogs({
  which,
  onClose,
  returnFocusTo,
}: {
  which: FooterDialogName;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const Component = dialogs[which];
  return <Component open onOpenChange={(open) => (open ? undefined : onClose())} returnFocusTo={returnFocusTo} />;
}
