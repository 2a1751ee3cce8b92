import { describe, expect, it } from 'vitest';
import { functionEnvFromOutputs } from '../lib/stack-outputs';

const outputs = {
  Circles: {
    Region: 'ca-central-1',
    TableName: 'Circles-DataTable-1',
    UserPoolId: 'ca-central-1_abc',
    UserPoolClientId: 'client1',
    FilesBucketName: 'circles-files-1',
    SiteUrl: 'https://d1.cloudfront.net',
  },
};

describe('functionEnvFromOutputs', () => {
  it('maps the stack outputs onto the variables the functions read', () => {
    expect(functionEnvFromOutputs(outputs, 'Circles')).toEqual({
      AWS_REGION: 'ca-central-1',
      TABLE_NAME: 'Circles-DataTable-1',
      USER_POOL_ID: 'ca-central-1_abc',
      USER_POOL_CLIENT_ID: 'client1',
      FILES_BUCKET: 'circles-files-1',
    });
  });

  it('names the stack when its outputs are absent', () => {
    expect(() => functionEnvFromOutputs(outputs, 'Other')).toThrow('No outputs of stack Other');
  });

  it('names the output that is missing', () => {
    const { TableName: _omitted, ...rest } = outputs.Circles;
    expect(() => functionEnvFromOutputs({ Circles: rest }, 'Circles')).toThrow(
      'Output TableName of stack Circles is missing',
    );
  });
});
