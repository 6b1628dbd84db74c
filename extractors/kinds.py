"""The canonical document kinds of CONTRACT §4, with their pt-BR names.

Checklists may only name these kinds (the schema test enforces it); the classifier
scores every one of them and answers `unknown` when none fits.
"""

from __future__ import annotations

KINDS: dict[str, str] = {
    "crlv": "CRLV / CRLV-e (Certificado de Registro e Licenciamento de Veículo)",
    "crv": "CRV (Certificado de Registro de Veículo)",
    "cnh": "CNH / CNH-e (Carteira Nacional de Habilitação)",
    "antecedentes_criminais": "Atestado/certidão de antecedentes criminais",
    "distribuicao_criminal": "Certidão de distribuição criminal",
    "certidao_multas": "Certidão negativa de multas (DETRAN)",
    "cnd_federal": "Certidão de débitos relativos a tributos federais",
    "cnd_estadual": "Certidão de débitos tributários estaduais",
    "cnd_municipal": "Certidão de débitos tributários municipais",
    "crf_fgts": "Certificado de Regularidade do FGTS (CRF)",
    "cnpj": "Comprovante de Inscrição e de Situação Cadastral (CNPJ)",
    "contrato_social": "Contrato social / alteração contratual consolidada",
    "apolice": "Apólice de seguro",
    "rg": "Cédula de identidade (RG)",
    "requerimento": "Requerimento",
    "declaracao": "Declaração",
    "comprovante_endereco": "Comprovante de endereço / de sede",
    "inscricao_municipal": "Inscrição no cadastro municipal",
    "curso_condutor_escolar": "Certificado do curso de condutor de escolares",
    "autorizacao_escolar": "Autorização do DETRAN para transporte de escolares",
    "prontuario_cnh": "Certidão de prontuário do condutor",
    "exame_toxicologico": "Laudo de exame toxicológico",
    "laudo_vistoria": "Laudo/certificado de vistoria ou inspeção veicular",
    "laudo_manutencao": "Laudo técnico de manutenção do veículo",
    "nota_fiscal": "Nota fiscal do veículo",
    "contrato": "Contrato (locação, comodato, arrendamento, trabalho, prestação de serviço)",
    "ctps": "Carteira de trabalho / ficha de registro de empregado",
    "inscricao_inss": "Comprovante de inscrição no INSS (contribuinte individual)",
    "demonstracoes_contabeis": "Demonstrações contábeis / DRE",
    "certidao_falencia": "Certidão negativa de falência, concordata ou recuperação judicial",
    "comprovante_pagamento": "Guia/comprovante de recolhimento de taxa",
    "registro_comercial": "Registro comercial / requerimento de empresário",
    "regularidade_previdenciaria": "Comprovante de regularidade de PIS / INSS",
}

UNKNOWN = "unknown"
