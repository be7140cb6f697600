import { useLocation } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Tab = 'login' | 'register';

/** /login and /register: one screen with two tabs; the path picks the tab and the tab updates the path. */
export default function AuthScreen() {
  const [path, navigate] = useLocation();
  const tab: Tab = path === '/register' ? 'register' : 'login';
  useDocumentTitle(tab === 'register' ? 'Create your account' : 'Sign in');

  return (
    <AuthShell>
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold">{tab === 'register' ? 'Create your account' : 'Welcome back'}</h1>
        <p className="text-base text-muted">
          {tab === 'register'
            ? 'A free account lets you save recipes, keep a pantry and plan your meals.'
            : 'Sign in to get back to your recipes, pantry and meal plan.'}
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => navigate(value === 'register' ? '/register' : '/login', { replace: true })}
        className="mt-6"
      >
        <TabsList>
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <LoginForm />
        </TabsContent>
        <TabsContent value="register">
          <RegisterForm />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
