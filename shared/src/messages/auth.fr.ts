import type { AuthMessageKey } from './auth';

/** Sign-in and registration texts in French: every key of `auth.en.ts`, in the same order (see GLOSSARY.fr.md). */
export const authFr: Record<AuthMessageKey, string> = {
  'auth.login.title': 'Connexion',
  'auth.login.emailOrPhone': 'Courriel ou numéro de téléphone',
  'auth.login.password': 'Mot de passe',
  'auth.login.showPassword': 'Afficher le mot de passe',
  'auth.login.hidePassword': 'Masquer le mot de passe',
  'auth.login.signIn': 'Se connecter',
  'auth.login.registerLink': "Vous n'avez pas de compte? Inscrivez-vous ici",
  'auth.login.incorrect': 'Votre courriel ou votre mot de passe est incorrect.',
  'auth.login.serverProblem':
    'Nous ne pouvons pas joindre le serveur pour le moment. Veuillez réessayer plus tard.',
  'auth.login.incorrectOrDisabled':
    'Votre courriel ou votre mot de passe est incorrect, ou votre compte est désactivé.',
  'auth.login.codeRequired': "Entrez le code à 6 chiffres de votre application d'authentification.",
  'auth.login.codeWrong': "Ce code n'est pas bon ou il a expiré. Veuillez réessayer.",
  'auth.mfa.title': 'Connexion en deux étapes',
  'auth.mfa.totpPrompt': "Entrez le code à 6 chiffres de votre application d'authentification.",
  'auth.mfa.smsPrompt': 'Entrez le code à 6 chiffres envoyé par texto au {destination}.',
  'auth.mfa.code': 'Code',
  'auth.mfa.verify': 'Vérifier',
  'auth.mfa.wrongCode': "Ce code n'est pas bon ou il a expiré. Veuillez réessayer.",
  'auth.mfa.sessionExpired': 'Votre connexion a pris trop de temps. Veuillez vous connecter de nouveau.',
  'auth.mfa.chooseLegend': 'Comment voulez-vous recevoir votre code?',
  'auth.mfa.chooseTotp': "Application d'authentification",
  'auth.mfa.chooseSms': 'Texto',
  'auth.mfa.continue': 'Continuer',
  'auth.mfa.backToSignIn': 'Retour à la connexion',
  'auth.mfa.lostDevice':
    "Vous avez perdu votre application d'authentification? Demandez à l'administration de réinitialiser votre connexion en deux étapes.",
  'auth.mfa.setupTitle': 'Activer la connexion en deux étapes',
  'auth.mfa.setupRequired':
    "Les comptes du personnel se connectent avec un mot de passe et un code d'une application d'authentification. Activez-la une fois pour continuer.",
  'auth.mfa.setupInstall':
    "Installez une application d'authentification sur votre téléphone (par exemple Google Authenticator, Microsoft Authenticator ou 1Password).",
  'auth.mfa.setupScan': "Lisez ce code QR avec l'application, ou tapez-y la clé ci-dessous.",
  'auth.mfa.qrLabel': "Code QR pour votre application d'authentification. La même clé est écrite en dessous.",
  'auth.mfa.qrLoading': 'Chargement du code QR',
  'auth.mfa.secretLabel': 'Clé',
  'auth.mfa.setupEnter': "Entrez le code à 6 chiffres affiché par l'application.",
  'auth.mfa.setupFinish': 'Activer la connexion en deux étapes',
  'auth.mfa.setupDone': 'La connexion en deux étapes est activée.',
  'auth.mfa.setupFailed': "La connexion en deux étapes n'a pas pu être activée. Veuillez réessayer.",
  'auth.mfa.signOut': 'Se déconnecter',
  'auth.mfa.statusOn':
    "La connexion en deux étapes est activée : vous vous connectez avec votre mot de passe et un code de votre application d'authentification.",
  'auth.mfa.statusOff':
    "La connexion en deux étapes est désactivée. Activez-la pour vous connecter avec votre mot de passe et un code d'une application d'authentification.",
  'auth.mfa.staffOn':
    "La connexion en deux étapes est activée. Les comptes du personnel la gardent activée. Si vous perdez votre application d'authentification, demandez à l'administration de la réinitialiser.",
  'auth.mfa.turnOn': 'Activer la connexion en deux étapes',
  'auth.mfa.turnOff': 'Désactiver la connexion en deux étapes',
  'auth.mfa.turnedOff': 'La connexion en deux étapes est désactivée.',
  'auth.mfa.otherOn':
    "{name} se connecte avec un mot de passe et un code d'une application d'authentification.",
  'auth.mfa.otherOff': '{name} se connecte avec un mot de passe seulement.',
  'auth.mfa.otherPending':
    "{name} n'a pas encore activé la connexion en deux étapes. Cela lui sera demandé à sa prochaine connexion.",
  'auth.mfa.reset': 'Réinitialiser la connexion en deux étapes',
  'auth.mfa.resetTitle': 'Réinitialiser la connexion en deux étapes?',
  'auth.mfa.resetBody':
    "{name} devra configurer de nouveau une application d'authentification à sa prochaine connexion. Réinitialisez seulement après avoir confirmé qui fait la demande, par exemple en rappelant la personne.",
  'auth.mfa.resetMemberBody':
    "{name} se connectera avec son mot de passe seulement, jusqu'à ce que la connexion en deux étapes soit activée de nouveau.",
  'auth.mfa.resetDone': 'La connexion en deux étapes a été réinitialisée.',
  'auth.mfa.actionFailed': "Cela n'a pas fonctionné. Veuillez réessayer.",
  'auth.mfa.cancel': 'Annuler',
  'auth.partner.signIn': "Se connecter avec l'organisme partenaire",
  'auth.partner.serverProblem':
    "Nous ne pouvons pas joindre le serveur de l'organisme partenaire pour le moment. Veuillez réessayer plus tard.",
  'auth.partner.incorrect': "Votre courriel ou votre mot de passe de l'organisme partenaire est incorrect.",
  'auth.partner.noAccount': "Aucun compte du système n'est associé à ce courriel.",
  'auth.partner.verifyProblem': "Nous n'avons pas pu vérifier votre courriel de l'organisme partenaire.",
  'auth.register.title': 'Inscription',
  'auth.register.name': 'Nom',
  'auth.register.city': 'Ville',
  'auth.register.postalCode': 'Code postal',
  'auth.register.email': 'Courriel',
  'auth.register.phone': 'Téléphone',
  'auth.register.password': 'Mot de passe',
  'auth.register.confirmPassword': 'Confirmer le mot de passe',
  'auth.register.agree': "J'accepte *",
  'auth.register.submit': "S'inscrire",
  'auth.register.loginLink': 'Connectez-vous ici',
  'auth.register.success': 'Inscription réussie! Veuillez vous connecter pour continuer.',
  'auth.register.server.emailRegistered': 'Ce courriel est déjà inscrit',
  'auth.register.server.phoneRegistered': 'Ce numéro de téléphone est déjà inscrit',
  'auth.register.emailTaken': 'Ce courriel est déjà inscrit. Veuillez utiliser une autre adresse courriel.',
  'auth.register.phoneTaken': 'Ce numéro de téléphone est déjà inscrit. Veuillez utiliser un autre numéro.',
  'auth.register.failed': 'Une erreur est survenue. Veuillez réessayer plus tard.',
  'auth.register.consentOutdated':
    "La lettre d'information a changé. Veuillez la relire et l'accepter pour continuer.",
};
